// Sign-in latency: N sequential password sign-ins; prints a row of the bench table.
const [base, email, password, count] = process.argv.slice(2);
const times = [];
for (let i = 0; i < Number(count); i++) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
console.log(`| sqlite | sign-in (argon2id), sequential | 1 | p50=${at(50)} p95=${at(95)} max=${at(100)} |`);
