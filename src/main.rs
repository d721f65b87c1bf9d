fn main() {
    println!("manawell: work in progress");
}
