// The yardstick for GET /health: a bare Fastify app (no logging, hooks or plugins) answering
// the same JSON on the same path, in its own process like the real server.
//
//   node bench/bare-fastify.mjs <port>     (prints "listening" when ready)
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/api/v1/health', async () => ({ status: 'ok', version: '0.0.0' }));
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
