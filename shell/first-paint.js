// The first paint (issue 35). Until the page's module has come — three
// seconds on a phone's line — a first visitor sees the menu the module will
// draw, from the copies of the app's own menu in shell/menus.html (one per
// language, written by `node tests/shell.mjs` from the app and checked
// against it by tests/first_paint.test.mjs). A button pressed meanwhile is
// marked busy, and pressed again on the app's menu when the module mounts it
// (src/shell.rs). Someone with games has a menu of their own (resume, saved
// games): they see the module's, as before.
(() => {
  const shell = document.getElementById("shell");
  let chosen = null;
  let hasGames = false;
  try {
    chosen = localStorage.getItem("sandtable:language");
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith("sandtable:v1:game:") || key.startsWith("sandtable:v1:mail:")) hasGames = true;
    }
  } catch {
    // Storage refused: the module will say so on its own menu.
  }
  // The language, as src/i18n.rs `preferred_language` chooses it: the
  // player's last choice, else the first of the browser's languages there
  // is a menu in, else English; `<html lang>` tells the start script.
  const menus = [...shell.querySelectorAll("template")];
  const menuIn = (code) => code && menus.find((m) => m.lang === String(code).split(/[-_]/)[0].toLowerCase());
  const menu = menuIn(chosen) || [...navigator.languages].map(menuIn).find(Boolean) || menuIn("en");
  if (!menu) return;
  document.documentElement.lang = menu.lang;
  if (hasGames) return;
  shell.append(menu.content.cloneNode(true));
  shell.setAttribute("aria-busy", "true");
  shell.querySelectorAll("input, select").forEach((control) => { control.disabled = true; });
  // A dropped file would otherwise replace the page.
  for (const kind of ["dragover", "drop"]) shell.addEventListener(kind, (ev) => ev.preventDefault());
  shell.addEventListener("click", (ev) => {
    ev.preventDefault();
    const button = ev.target.closest("button");
    if (!button || shell.dataset.pressed) return;
    // Where the button is in the menu: child indices, top down.
    const path = [];
    for (let el = button; el.parentElement !== shell; el = el.parentElement) {
      path.unshift([...el.parentElement.children].indexOf(el));
    }
    shell.dataset.pressed = path.join(".");
    button.setAttribute("aria-busy", "true");
  });
})();
