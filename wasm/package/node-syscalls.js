// node-syscalls.js: an Emscripten --js-library for the npm package's module. The
// module is built without Emscripten's file system (it also runs in browsers,
// where nothing reads or writes files); when wasm/package/bin.js runs the CLI
// in Node it hands over Node's fs and tty as Module.nodeIO, and these few
// system calls, all the CLI's C library makes, go straight to them: file
// descriptors are the process's own, and every error reaches the C code as its
// errno (EPIPE from a closed pipe, ENOSPC from a full disk), so the CLI sees
// and reports them as the native build does. Without nodeIO (the engine API,
// browsers) reads and writes fail with EBADF.
mergeInto(LibraryManager.library, {
  // Node's error codes as the wasi errno values the C library uses.
  $nodeErrno: {
    EACCES: 2, EAGAIN: 6, EBADF: 8, EDQUOT: 19, EEXIST: 20, EFBIG: 22, EINTR: 27, EINVAL: 28, EIO: 29,
    EISDIR: 31, ELOOP: 32, EMFILE: 33, ENAMETOOLONG: 37, ENOENT: 44, ENOSPC: 51, ENOTDIR: 54, ENOTTY: 59,
    ENXIO: 60, EPERM: 63, EPIPE: 64, EROFS: 69, ESPIPE: 70,
  },
  // Runs a Node call; a thrown Node error becomes its (positive) wasi errno.
  $nodeIO__deps: ['$nodeErrno'],
  $nodeIO: function (call) {
    var io = Module['nodeIO'];
    if (!io) return { errno: 8 };
    try {
      return { value: call(io.fs, io.tty) };
    } catch (e) {
      return { errno: nodeErrno[e && e.code] || 29 };
    }
  },
  // Each iovec is {pointer, length}: 8 bytes. A short transfer ends the loop.
  $nodeIOVectors__deps: ['$nodeIO'],
  $nodeIOVectors: function (fd, iov, iovcnt, pnum, transfer) {
    var done = 0;
    for (var i = 0; i < iovcnt; i++) {
      var ptr = HEAPU32[(iov + 8 * i) >> 2], len = HEAPU32[(iov + 8 * i + 4) >> 2];
      var attempt = function (fs) { return transfer(fs, fd, HEAPU8, ptr, len); };
      var result = nodeIO(attempt);
      // A terminal or pipe that Node made non-blocking: wait a moment and try again.
      while (result.errno === 6) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        result = nodeIO(attempt);
      }
      if (result.errno) {
        if (done) break;
        return result.errno;
      }
      done += result.value;
      if (result.value < len) break;
    }
    HEAPU32[pnum >> 2] = done;
    return 0;
  },
  fd_write__deps: ['$nodeIOVectors'],
  fd_write__postset: '',
  fd_write: function (fd, iov, iovcnt, pnum) {
    return nodeIOVectors(fd, iov, iovcnt, pnum, function (fs, f, heap, ptr, len) {
      return fs.writeSync(f, heap, ptr, len);
    });
  },
  fd_read__deps: ['$nodeIOVectors'],
  fd_read: function (fd, iov, iovcnt, pnum) {
    return nodeIOVectors(fd, iov, iovcnt, pnum, function (fs, f, heap, ptr, len) {
      return fs.readSync(f, heap, ptr, len, null);
    });
  },
  fd_close__deps: ['$nodeIO'],
  fd_close: function (fd) {
    return nodeIO(function (fs) { fs.closeSync(fd); }).errno || 0;
  },
  // Node has no lseek; the C library only seeks to give back read-ahead at fclose.
  fd_seek: function (fd, offsetLow, offsetHigh, whence, newOffset) {
    return 70;
  },
  // The file type: a terminal is a character device (2), anything else a regular file (4).
  fd_fdstat_get__deps: ['$nodeIO'],
  fd_fdstat_get: function (fd, pbuf) {
    var result = nodeIO(function (fs, tty) { fs.fstatSync(fd); return tty.isatty(fd); });
    if (result.errno) return result.errno;
    HEAPU8.fill(0, pbuf, pbuf + 24);
    HEAPU8[pbuf] = result.value ? 2 : 4;
    return 0;
  },
  __syscall_open__deps: ['$nodeIO'],
  __syscall_open: function (path, flags, varargs) {
    var mode = varargs ? HEAP32[varargs >> 2] : 0;
    var result = nodeIO(function (fs) {
      var c = fs.constants;
      var host = [c.O_RDONLY, c.O_WRONLY, c.O_RDWR][flags & 3] |
        (flags & 64 ? c.O_CREAT : 0) | (flags & 128 ? c.O_EXCL : 0) |
        (flags & 512 ? c.O_TRUNC : 0) | (flags & 1024 ? c.O_APPEND : 0);
      return fs.openSync(UTF8ToString(path), host, mode);
    });
    return result.errno ? -result.errno : result.value;
  },
  // Only close-on-exec is ever set (fopen's "e"); a wasm module starts no programs.
  __syscall_fcntl64: function (fd, cmd, varargs) {
    return cmd === 1 || cmd === 2 ? 0 : -28;
  },
  // isatty() and stdio's line buffering ask TCGETS / TIOCGWINSZ.
  __syscall_ioctl__deps: ['$nodeIO'],
  __syscall_ioctl: function (fd, op, varargs) {
    if (op !== 0x5401 && op !== 0x5413) return -28;
    var result = nodeIO(function (fs, tty) { return tty.isatty(fd); });
    if (result.errno) return -result.errno;
    if (!result.value) return -59;
    if (op === 0x5413) { // struct winsize {rows, columns, ...}: a size is not known here
      var winsize = HEAP32[varargs >> 2];
      HEAPU16[winsize >> 1] = 24;
      HEAPU16[(winsize >> 1) + 1] = 80;
    }
    return 0;
  },
});
