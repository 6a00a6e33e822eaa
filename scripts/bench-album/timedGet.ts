import http from 'node:http';

/**
 * GETs `url` over `agent` with the session cookie; answers the wall time in ms, or rejects on a
 * status other than 200 (naming the url and the status).
 */
export const timedGet = (agent: http.Agent, base: string, url: string, cookie: string): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${base}${url}`, { agent, headers: { cookie } }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
