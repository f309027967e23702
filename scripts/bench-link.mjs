// An emulated mobile link for bench:upload: a TCP proxy in front of the site that passes bytes at a fixed rate each
// way with a one-way latency, holds only a small queue (so the sender feels the bottleneck, as on a real link,
// instead of handing the whole file to the proxy at loopback speed), and can drop: every open connection is cut and
// new ones are refused until the link is back.
import net from "node:net";

/**
 * @param {{ port: number, target: number, bytesPerSecond: number, latencyMs: number }} options
 */
export function createLink({ port, target, bytesPerSecond, latencyMs }) {
  const sockets = new Set();
  let down = false;
  const stats = { up: 0, down: 0 };
  // One bottleneck per direction, shared by every connection (a phone has one radio link).
  const lanes = { up: { freeAt: 0 }, down: { freeAt: 0 } };
  const QUEUE_HIGH = 64 * 1024;
  const PIECE = 8 * 1024;

  /** Carries `from` to `to` through the lane's rate and latency, with backpressure on `from`. */
  function carry(from, to, lane, counter) {
    let queued = 0;
    from.on("data", (chunk) => {
      for (let at = 0; at < chunk.length; at += PIECE) {
        const piece = chunk.subarray(at, at + PIECE);
        const now = performance.now();
        lane.freeAt = Math.max(lane.freeAt, now) + (piece.length * 1000) / bytesPerSecond;
        queued += piece.length;
        // The queue is what waits for the bottleneck; what has passed it is in flight for latencyMs.
        setTimeout(() => {
          queued -= piece.length;
          if (queued < QUEUE_HIGH / 2) from.resume();
          setTimeout(() => {
            if (to.destroyed) return;
            stats[counter] += piece.length;
            to.write(piece);
          }, latencyMs);
        }, lane.freeAt - now);
      }
      if (queued > QUEUE_HIGH) from.pause();
    });
    from.on("end", () => setTimeout(() => to.end(), Math.max(0, lane.freeAt + latencyMs - performance.now())));
  }

  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target, "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    carry(client, upstream, lanes.up, "up");
    carry(upstream, client, lanes.down, "down");
  });

  return {
    stats,
    listen: () => new Promise((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
    /** The link drops for `ms`: open connections are reset, new ones refused. */
    drop(ms) {
      down = true;
      lanes.up.freeAt = lanes.down.freeAt = 0; // what was queued for the cut connections is gone with them
      for (const s of sockets) s.resetAndDestroy();
      setTimeout(() => (down = false), ms);
    },
  };
}
