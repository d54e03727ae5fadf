import http from "node:http";

/** What the desk's server answered: its status and its body's text. */
export interface DeskAnswer {
  status: number;
  body: string;
}

/**
 * POSTs `body` to the desk's API on `port`, addressed as the desk addresses it (a loopback
 * Host, no Origin: a script on this computer), for the tests that drive a real desk server.
 */
export const postToDesk = (port: number, body: unknown) =>
  new Promise<DeskAnswer>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/v1",
        headers: { "content-type": "application/json", host: `localhost:${port}` },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
