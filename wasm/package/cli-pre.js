// cli-pre.js: --pre-js of the CLI built for Node (wasm/package/dist/calcsolve-cli.cjs).
// Emscripten 3.1.6's NODERAWFS marks stdin, stdout and stderr as terminals whatever
// they are, but the CLI asks isatty(0) to choose between the prompt session and a
// puzzle on stdin, and echoes piped answers to its prompts: give each stream the
// answer Node gives, before main runs.
Module['onRuntimeInitialized'] = function () {
  var tty = require('tty');
  for (var fd = 0; fd < 3; fd++) {
    if (FS.streams[fd]) FS.streams[fd].tty = tty.isatty(fd);
  }
};
