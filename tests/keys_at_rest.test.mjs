// The player's key at rest (#11.5): local storage holds it sealed under a
// non-extractable WebCrypto key kept in IndexedDB, never in plain JSON; a
// key stored plain by an earlier version is sealed on its first read, and
// it plays on.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { start, openMenu, saveDownload } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const KEY = "sandtable:v1:keys";
const stored = (page) => page.evaluate((k) => localStorage.getItem(k), KEY);

/** The key card of the e-mail screen: name and fingerprint. */
async function keyCard(page) {
  await page.getByTestId("mail-games").click();
  await page.getByTestId("key-name").waitFor();
  return [await page.getByTestId("key-name").innerText(), await page.getByTestId("key-fingerprint").innerText()];
}

test("the key is stored sealed, reads again after a reload, and a plain key is sealed on first read", async () => {
  // A new game by e-mail makes the key; local storage has only ciphertext.
  const anna = await openMenu(env);
  await anna.page.getByTestId("new-game").click();
  await anna.page.getByTestId("mode-pbem").check();
  await anna.page.getByTestId("seat-name").nth(0).fill("Anna");
  await anna.page.getByTestId("start").click();
  await anna.page.getByTestId("mail-game").waitFor();
  const sealed = await stored(anna.page);
  assert.match(sealed, /sandtable-seat-key-sealed/);
  assert.doesNotMatch(sealed, /sign_secret|enc_secret|dice_secret|Anna/, "no secret and no name in the clear");
  const wrapping = await anna.page.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open("sandtable-keys");
    open.onsuccess = () => {
      const get = open.result.transaction("wrap").objectStore("wrap").get("v1");
      get.onsuccess = async () => {
        const key = get.result;
        const exported = await crypto.subtle.exportKey("raw", key).then(() => "exported", () => "refused");
        resolve({ type: key.type, extractable: key.extractable, exported });
      };
    };
  }));
  assert.deepEqual(wrapping, { type: "secret", extractable: false, exported: "refused" }, "the wrapping key cannot be read out");
  // The sealed key signs: an invitation is made with it.
  const invitation = await saveDownload(anna.page, anna.page.getByTestId("save-invitation").first());
  assert.match(invitation.text, /sandtable/);
  await anna.page.getByTestId("back").click();
  const card = await keyCard(anna.page);
  await anna.page.reload();
  assert.deepEqual(await keyCard(anna.page), card, "the same key after a reload");
  assert.equal(await stored(anna.page), sealed, "reading does not rewrite it");

  // A key stored plain by an earlier version: read, sealed, still the same key.
  const b64 = (n) => randomBytes(n).toString("base64url");
  const plain = JSON.stringify({ format: "sandtable-seat-key-local", version: 1, name: "Olga", sign_secret: b64(32), enc_secret: b64(32) });
  const olga = await openMenu(env);
  await olga.page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, plain]);
  await olga.page.reload();
  const [name, fingerprint] = await keyCard(olga.page);
  assert.equal(name, "Olga");
  const migrated = await stored(olga.page);
  assert.match(migrated, /sandtable-seat-key-sealed/);
  assert.doesNotMatch(migrated, /sign_secret/);
  await olga.page.reload();
  assert.deepEqual(await keyCard(olga.page), [name, fingerprint], "the sealed form is the same key");

  // The opening key gone (the site's data cleared in part): the key card
  // says so, and a new game does not replace the stored key unasked.
  const deleted = await olga.page.evaluate(() => new Promise((resolve) => {
    const del = indexedDB.deleteDatabase("sandtable-keys");
    del.onsuccess = () => resolve("deleted");
    del.onblocked = () => resolve("blocked");
  }));
  await olga.page.reload();
  if (deleted === "blocked") await olga.page.reload();
  await olga.page.getByTestId("mail-games").click();
  await olga.page.getByTestId("key-unreadable").waitFor();
  assert.match(await olga.page.getByTestId("key-unreadable").innerText(), /restore your key from its backup/);
  await olga.page.getByTestId("back").click();
  await olga.page.getByTestId("new-game").click();
  await olga.page.getByTestId("mode-pbem").check();
  await olga.page.getByTestId("start").click();
  await olga.page.locator(".toast, [role=alert]").filter({ hasText: /restore your key/ }).first().waitFor();
  assert.equal(await stored(olga.page), migrated, "the stored key is kept");
  await anna.context.close();
  await olga.context.close();
});
