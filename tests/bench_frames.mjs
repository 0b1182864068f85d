// How the benches time what a player sees. In the page itself, from before
// its first script, every animation frame looks for each selector; the
// first frame that has it in the document is the one that paints it, and
// the time noted is when that frame's style, layout and paint are done (a
// task posted from its animation-frame callback runs after them). When
// asked, it presses Resume in the first frame that shows it, as a player's
// tap would be taken. Times are milliseconds from navigation.
//
// The driver's own polling (one `waitForFunction` per figure, as the benches
// did until issue 35's fourth stop) is answered only when the page's main
// thread is free: a resumed map painted 300 ms after navigation (Chromium's
// trace: click, layout, paint) was counted at 430 ms, when the app's start
// had let the driver's next question through. The minimal page is timed the
// same way, so the ratios compare like with like.

/** A resumed game's map drawn, and the game playable (no request in flight). */
export const MAP = "path.region, .hex";
export const PLAYABLE = "[data-testid=game][data-pending='0']";

/** Before every page of `context`: record the first frame with each of
 *  `selectors`, and press Resume in its first frame if `pressResume`. */
export function watchFrames(context, selectors, { pressResume = false } = {}) {
  return context.addInitScript(([selectors, press]) => {
    const seen = (window.sandtableBenchFrames = {});
    const painted = new Set();
    const afterPaint = (then) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = then;
      channel.port2.postMessage(0);
    };
    const frame = () => {
      if (press && !("pressed" in seen)) {
        const resume = document.querySelector("[data-testid=resume]");
        if (resume) {
          resume.click();
          seen.pressed = performance.now();
        }
      }
      for (const s of selectors) {
        if (painted.has(s) || !document.querySelector(s)) continue;
        painted.add(s);
        afterPaint(() => (seen[s] = performance.now()));
      }
      if (painted.size < selectors.length) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, [selectors, pressResume]);
}

/** Prepares a context to time the first frame with `selector`, after `more`. */
export const framed = (selector, more) => async (context) => {
  await more?.(context);
  await watchFrames(context, [selector]);
};

/** When the first frame with `selector` (one `watchFrames` watches) came. */
export const frameWith = (page, selector, timeout = 120000) => page
  .waitForFunction((s) => window.sandtableBenchFrames?.[s], selector, { timeout })
  .then((h) => h.jsonValue());

/** Clicks `target` in the page and gives the milliseconds until the first
 *  frame in which `selector` is in the document has been painted. */
export const clickToFrame = (page, target, selector) => page.evaluate(([target, selector]) => new Promise((done) => {
  const start = performance.now();
  document.querySelector(target).click();
  const frame = () => {
    if (!document.querySelector(selector)) return requestAnimationFrame(frame);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now() - start);
    channel.port2.postMessage(0);
  };
  requestAnimationFrame(frame);
}), [target, selector]);
