// `npm start`'s first build of the web app takes about a minute: this Vite plugin says what
// it is doing meanwhile. In a terminal, one line that updates itself (modules read, the step,
// the seconds so far); otherwise (a log file, CI) a line per step and one every 10 seconds.

/**
 * @param {{ write(text: string): unknown; isTTY?: boolean }} out where to write (stdout)
 * @param {() => number} now milliseconds (a test passes its own clock)
 */
export function buildProgress(out = process.stdout, now = () => Date.now()) {
  const tty = Boolean(out.isTTY);
  let started = 0;
  let modules = 0;
  let step = 'reading modules';
  let timer;
  let lastLine = 0;
  const seconds = () => Math.round((now() - started) / 1000);
  const line = () => `Building the web app: ${step} (${modules} modules, ${seconds()} s)`;
  const show = () => {
    if (tty) out.write(`\r\x1b[K${line()}`);
    else {
      out.write(`${line()}\n`);
      lastLine = now();
    }
  };
  const tick = () => {
    if (tty || now() - lastLine >= 10_000) show();
  };
  const stepTo = (next) => {
    step = next;
    show();
  };
  return {
    name: 'build-progress',
    apply: 'build',
    // Only the app's own build, not a second one a plugin starts (the service worker's).
    buildStart() {
      if (started) return;
      started = now();
      show();
      timer = setInterval(tick, tty ? 500 : 1000);
      timer.unref?.();
    },
    transform() {
      modules += 1;
    },
    buildEnd(error) {
      if (error) {
        clearInterval(timer);
        if (tty) out.write('\n');
        return;
      }
      stepTo('writing chunks');
    },
    writeBundle() {
      stepTo('compressing and writing pages');
    },
    closeBundle() {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      step = 'done';
      if (tty) out.write(`\r\x1b[K${line()}\n`);
      else out.write(`${line()}\n`);
    },
  };
}
