/**
 * The Node flags `npm start` runs the server with (package.json), so a benchmark's server is the one
 * people run. --max-semi-space-size=8: under 2,000 reads/s with uploads, V8 otherwise fell, in about
 * half the runs, into a full mark-compact every 0.7 s, each pausing the API for up to 17 ms
 * (measured with --trace-gc; with the flag, 0 of 7 runs did).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
