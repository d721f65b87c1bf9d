//! Files a front end writes for a player to open (board pictures): written whole or not
//! at all, so that a process killed mid-write never leaves a truncated picture behind.

use std::io::Write;
use std::path::Path;

/// Writes `bytes` to a temporary file beside `path`, flushes it to disk, then renames it
/// over `path` (a rename within one directory is atomic on the platforms we run on).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut tmp_name = path.file_name().unwrap_or_default().to_os_string();
    tmp_name.push(format!(".{}.tmp", std::process::id()));
    let tmp = path.with_file_name(tmp_name);
    let written = std::fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()
    });
    match written.and_then(|()| std::fs::rename(&tmp, path)) {
        Ok(()) => {
            remove_orphans(path);
            Ok(())
        }
        Err(e) => {
            // Best effort: the error that matters is the write's, not the clean-up's.
            let _ = std::fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// Removes the temporaries beside `path` that processes killed mid-write left behind
/// (`board.png.<pid>.tmp` of a process no longer running): nothing else would ever remove
/// them. Where running processes cannot be told (no `/proc`), nothing is removed.
fn remove_orphans(path: &Path) {
    let proc = Path::new("/proc");
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    if !proc.join("self").exists() {
        return;
    }
    let prefix = format!("{}.", name.to_string_lossy());
    let Ok(entries) = std::fs::read_dir(if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    }) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name();
        let file = file.to_string_lossy();
        let pid = file
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .filter(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()));
        if let Some(pid) = pid {
            if !proc.join(pid).exists() {
                // Best effort, as above: another writer may have removed it first.
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_whole_and_leaves_no_temporary_behind() {
        let dir = std::env::temp_dir().join(format!("manawell-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("board.png");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second, longer").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second, longer");
        let names: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "only the picture remains: {names:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn temporaries_left_by_killed_writers_are_removed_and_a_running_ones_kept() {
        let dir = std::env::temp_dir().join(format!("manawell-files-kill-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("manawell-game-3.png");
        // No process has a pid this large (Linux's pid_max is at most 2^22).
        let orphan = dir.join("manawell-game-3.png.99999999.tmp");
        // Process 1 always runs: its temporary may be in use.
        let running = dir.join("manawell-game-3.png.1.tmp");
        let other = dir.join("manawell-game-4.png.99999999.tmp");
        for file in [&orphan, &running, &other] {
            std::fs::write(file, b"half a picture").unwrap();
        }
        write_atomic(&path, b"picture").unwrap();
        assert!(!orphan.exists(), "the killed writer's temporary is removed");
        assert!(running.exists(), "a running writer's temporary is kept");
        assert!(
            other.exists(),
            "another picture's temporaries are its own writer's"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_the_old_picture_untouched() {
        let dir = std::env::temp_dir().join(format!("manawell-files-ro-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("board.png");
        write_atomic(&path, b"old").unwrap();
        // A directory in the way of the rename target's temporary makes the write fail.
        let blocker = dir.join(format!("board.png.{}.tmp", std::process::id()));
        std::fs::create_dir_all(&blocker).unwrap();
        assert!(write_atomic(&path, b"new").is_err());
        assert_eq!(std::fs::read(&path).unwrap(), b"old");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
