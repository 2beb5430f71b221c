// `npm run bench`: every server-side figure of the performance targets, one benchmark after
// another (the API on both databases, PDFs, start-up, a 10× library), each printed beside its
// target. Pages are measured apart by `npm run bench:web` (it needs Chromium).
import { spawnSync } from 'node:child_process';

const BENCHMARKS = ['bench:api', 'bench:pdf', 'bench:startup', 'bench:scale'];

let failed = 0;
for (const script of BENCHMARKS) {
  console.log(`\n=== npm run ${script} ===`);
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
