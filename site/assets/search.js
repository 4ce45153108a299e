// The search page: filters the list of games (all shown without script) by any of their names.
// The names come from search-index.js (window.VARIORUM_SEARCH: game id -> names in both
// languages and both spellings, made at build time).  Query and names are compared folded:
// lower case, ё as е, punctuation dropped.  Nothing is fetched; works from file://.
"use strict";
(function () {
  var index = window.VARIORUM_SEARCH || {};
  var form = document.getElementById("search");
  var box = document.getElementById("search-q");
  var status = document.getElementById("search-status");
  var items = document.querySelectorAll("#games li[data-game]");
  if (!form || !box || !status) { return; }

  function fold(text) {
    return text.toLowerCase().replace(/ё/g, "е").replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  }

  var folded = {};
  Object.keys(index).forEach(function (id) {
    folded[id] = index[id].map(function (name) { return [fold(name), name]; });
  });

  function run() {
    var q = fold(box.value);
    var shown = 0;
    items.forEach(function (li) {
      var names = folded[li.getAttribute("data-game")] || [];
      var hit = null;
      for (var i = 0; i < names.length && hit === null; i++) {
        if (q === "" || names[i][0].indexOf(q) !== -1) { hit = names[i][1]; }
      }
      li.hidden = hit === null;
      var why = li.querySelector(".matched");
      var name = li.querySelector("a").textContent;
      if (why) { why.textContent = (q !== "" && hit !== null && hit !== name) ? "— " + hit : ""; }
      if (hit !== null) { shown += 1; }
    });
    status.textContent = status.getAttribute(q === "" ? "data-all" : "data-found")
      .replace("{n}", String(shown));
  }

  form.hidden = false;
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = document.querySelector("#games li:not([hidden]) a");
    if (first) { first.focus(); }
  });
  box.addEventListener("input", run);
  var given = new URLSearchParams(window.location.search).get("q");
  if (given) { box.value = given; }
  run();
})();
