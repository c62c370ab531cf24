// What runs beside the readers in the cluster benchmark, for SECONDS: a password sign-in every
// second and a comment every 15 s on a random article, one at a time. Prints how many of each
// succeeded and failed, and the sign-ins' latency.
const [base, email, password, seconds] = process.argv.slice(2);
const end = Date.now() + Number(seconds) * 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(path, body) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { ok: response.ok, status: response.status, ms: performance.now() - started };
}

const signIns = { ok: 0, failed: [], times: [] };
const comments = { ok: 0, failed: [] };
let nextComment = Date.now();
for (let n = 0; Date.now() < end; n++) {
  const started = Date.now();
  const signIn = await post('/api/v1/auth/token?grant_type=password', { email, password });
  if (signIn.ok) signIns.ok++;
  else signIns.failed.push(signIn.status);
  signIns.times.push(signIn.ms);
  if (Date.now() >= nextComment) {
    nextComment += 15_000;
    const article = 1 + Math.floor(Math.random() * 10_000);
    const comment = await post(`/api/v1/articles/${article}/comments`, {
      text: `A reader's comment number ${n}, written while the cluster was under load.`,
      fingerprint: `bench-side-${n}`,
    });
    if (comment.ok) comments.ok++;
    else comments.failed.push(comment.status);
  }
  await sleep(Math.max(0, 1000 - (Date.now() - started)));
}
signIns.times.sort((a, b) => a - b);
const at = (p) => signIns.times[Math.min(signIns.times.length - 1, Math.floor((p / 100) * signIns.times.length))].toFixed(1);
console.log(
  `sign-ins: ${signIns.ok} ok, ${signIns.failed.length} failed${signIns.failed.length ? ` (${signIns.failed.join(', ')})` : ''}; ` +
    `p50 ${at(50)} ms, p99 ${at(99)} ms, max ${at(100)} ms`,
);
console.log(`comments: ${comments.ok} ok, ${comments.failed.length} failed${comments.failed.length ? ` (${comments.failed.join(', ')})` : ''}`);
