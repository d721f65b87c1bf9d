// The web board: steps through the versions (buttons, the move list, the arrow keys),
// shows a tapped picture at its own size, and follows the game live: the server sends
// the latest version number, the page fetches the new panel and picture itself.
(function () {
  "use strict";
  var body = document.body;
  var token = body.dataset.token;
  var picture = document.getElementById("picture");
  if (!token || !picture) return;
  var latest = Number(body.dataset.latest);
  var shown = latest;
  var where = document.getElementById("where");
  var panel = document.getElementById("panel");
  var own = document.getElementById("own");

  function mark() {
    var items = document.querySelectorAll("#moves li[data-v]");
    for (var i = 0; i < items.length; i++) {
      items[i].classList.toggle("here", Number(items[i].dataset.v) === shown);
    }
    where.textContent = body.dataset.where.replace("{n}", shown).replace("{last}", latest);
    body.dataset.shown = String(shown);
  }

  function show(v) {
    shown = Math.max(0, Math.min(latest, v));
    picture.src = token + "/frame/" + shown;
    mark();
  }

  function localTimes() {
    var times = document.querySelectorAll("time[datetime]");
    for (var i = 0; i < times.length; i++) {
      var at = new Date(times[i].getAttribute("datetime"));
      if (!isNaN(at)) times[i].textContent = at.toLocaleString();
    }
  }

  document.getElementById("first").onclick = function () { show(0); };
  document.getElementById("back").onclick = function () { show(shown - 1); };
  document.getElementById("forward").onclick = function () { show(shown + 1); };
  document.getElementById("last").onclick = function () { show(latest); };
  panel.addEventListener("click", function (e) {
    var li = e.target.closest("li[data-v]");
    if (li) show(Number(li.dataset.v));
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowLeft") show(shown - 1);
    if (e.key === "ArrowRight") show(shown + 1);
  });
  picture.addEventListener("click", function () {
    picture.parentNode.classList.toggle("zoomed");
  });

  function refresh(version) {
    var follow = shown === latest;
    fetch(token + "/panel", { cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        panel.innerHTML = html;
        var state = document.getElementById("state");
        latest = state ? Number(state.dataset.latest) : version;
        body.dataset.latest = String(latest);
        if (own) own.src = token + "/own?v=" + latest;
        localTimes();
        if (follow) show(latest); else mark();
      })
      .catch(function () {});
  }

  if (window.EventSource) {
    var events = new EventSource(token + "/events");
    events.addEventListener("version", function (e) {
      var v = Number(e.data);
      if (v !== latest) refresh(v);
    });
  }
  localTimes();
  mark();
})();
