/** Polls `condition` every 20 ms until it holds or `timeoutMs` passes; answers whether it held. */
export const until = async (
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return condition();
};
