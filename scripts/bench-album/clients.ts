/**
 * The album endpoint's load generator, in its own process (bench-album.ts forks it): its clients and
 * their garbage then do not share the server's process and event loop, so the server process's CPU
 * per page is the server's alone. Asked over IPC for one run at a time:
 * `{ base, cookies, urls, connections, seconds }` → `{ samples }` (each request's wall time in ms).
 * Client i uses cookies[i % cookies.length]; each request takes the next url of `urls` (a list
 * shared by all clients, in turn; one url = the same page for all), or with `walk` each client
 * goes through the whole list itself from the start (members scrolling the same album).
 */
import http from 'node:http';
import { timedGet } from './timedGet.ts';

export type ClientRun = {
  base: string;
  cookies: string[];
  urls: string[];
  connections: number;
  seconds: number;
  walk?: boolean;
};

const run = async ({ base, cookies, urls, connections, seconds, walk }: ClientRun): Promise<number[]> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: number[] = [];
  let next = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const cookie = cookies[i % cookies.length] ?? '';
      let own = 0;
      while (Date.now() < until) {
        const url = urls[(walk ? own++ : next++) % urls.length] ?? '';
        samples.push(await timedGet(agent, base, url, cookie));
      }
    }),
  );
  agent.destroy();
  return samples;
};

process.on('message', (message: ClientRun | 'exit') => {
  if (message === 'exit') process.exit(0);
  run(message).then(
    (samples) => process.send?.({ samples }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.send?.({ ready: true });
