// The first paint (issue 35). Until the page's module has come — three
// seconds on a phone's line — the player sees the menu the module will
// draw: a first visitor's from the copies of the app's own menu in
// shell/menus.html (one per language, written by `node tests/shell.mjs`
// from the app and checked against it by tests/first_paint.test.mjs); a
// returning player's from the same copy with the words the app kept when
// it last drew or left its menu (src/shell.rs `keep_menu`: Resume,
// Continue, games by e-mail). A button pressed meanwhile is marked busy,
// and pressed again on the app's menu when the module mounts it, if it
// says the same there. Resume shows at once the picture of the game kept
// when it was last left (`keep_game`), until the app's own game screen
// covers it. (Its comment lines are left out of the page: xtask's build.)
(() => {
  const shell = document.getElementById("shell");
  // The module's menu takes this one's place (or its error does); a game's
  // picture stays until the module's game screen is drawn over it.
  new MutationObserver((_, watch) => {
    const menu = document.querySelector("body > main.menu");
    if (menu && !shell.dataset.mounted) {
      shell.dataset.mounted = "1";
      let button = menu;
      for (const index of (shell.dataset.pressed ?? "").split(".").filter(Boolean)) button = button?.children[index];
      const again = button?.tagName === "BUTTON" && button.textContent === shell.dataset.pressedWords;
      if (again) button.click();
      if (again && shell.dataset.kind === "game") return;
    } else if (!document.querySelector("body > .game, body > .notice.error")) {
      return;
    }
    watch.disconnect();
    shell.remove();
  }).observe(document.body, { childList: true });

  let chosen = null;
  let hasGames = false;
  let words = null;
  let picture = null;
  let pictureOf = null;
  let ours = null;
  try {
    chosen = localStorage.getItem("sandtable:language");
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith("sandtable:v1:game:") || key.startsWith("sandtable:v1:mail:")) hasGames = true;
    }
    words = localStorage.getItem("sandtable:v1:shell-menu")?.split("\n");
    picture = localStorage.getItem("sandtable:v1:shell-game");
    pictureOf = localStorage.getItem("sandtable:v1:shell-game-of");
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
  const drawn = menu.content.cloneNode(true);
  if (hasGames) {
    // A line each (src/shell.rs `keep_menu`); kept in another language, or
    // dropped since the games changed: the module's menu, as before.
    const [lang, slot, saved, resume, continued, mail, ...yourTurn] = words ?? [];
    if (lang !== menu.lang || mail === undefined) return;
    const made = (testid, text) => {
      const button = document.createElement("button");
      button.className = "button primary";
      button.setAttribute("data-testid", testid);
      button.textContent = text;
      return button;
    };
    const before = drawn.querySelector("[data-testid=new-game]");
    for (const text of yourTurn) before.before(made("your-turn", text));
    if (slot) before.before(made("resume", resume));
    drawn.querySelector("[data-testid=continue]").textContent = continued;
    drawn.querySelector("[data-testid=mail-games]").textContent = mail;
    // The picture, if it is of the autosave Resume opens (its `slot\nsaved`).
    if (slot && saved && pictureOf?.startsWith(`${slot}\n${saved}\n`)) ours = picture;
  }
  shell.append(drawn);
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
    shell.dataset.pressedWords = button.textContent;
    button.setAttribute("aria-busy", "true");
    if (button.dataset.testid === "resume" && ours) showGame(ours);
  });

  // The game's picture in place of the menu, its test ids taken off: it
  // cannot be played (the module's game can), and clicks on it are taken
  // by nobody; the shell is busy (aria-busy) until it goes.
  function showGame(html) {
    const kept = document.createElement("template");
    kept.innerHTML = html;
    kept.content.querySelectorAll("[data-testid]").forEach((el) => el.removeAttribute("data-testid"));
    // Nor is it read out: what the live regions said was said when it happened.
    kept.content.querySelectorAll("[aria-live], [role=status]").forEach((el) => {
      el.removeAttribute("aria-live");
      el.removeAttribute("role");
    });
    shell.replaceChildren(kept.content);
    shell.dataset.kind = "game";
  }
})();
