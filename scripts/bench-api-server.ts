/**
 * The real server (apps/server/src/main.ts) started under the API benchmark:
 * the same process, plus an IPC channel on which the benchmark asks for the
 * process's memory, so RSS and heap are measured from inside, not guessed.
 */
process.on('message', (message) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
});

await import('../apps/server/src/main.ts');
