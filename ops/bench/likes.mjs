// Like toggles: READERS concurrent readers (each its own browser id) toggle likes on ARTICLES
// articles for SECONDS; then every article's total_likes must equal the number of readers whose
// last answer left their like on. Prints a row of the bench table; exits 1 if a count is off.
const [base, seconds = '15', readers = '64', articles = '20'] = process.argv.slice(2);
const until = Date.now() + Number(seconds) * 1000;
const times = [];
let failures = 0;

async function toggle(article, fingerprint) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/articles/${article}/interactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'like', fingerprint }),
  });
  const body = await response.json();
  times.push(performance.now() - started);
  return response.ok ? body.active : undefined;
}

async function reader(n) {
  const fingerprint = `bench-reader-${String(n).padStart(6, '0')}`;
  const liked = new Map();
  while (Date.now() < until) {
    const article = 1 + Math.floor(Math.random() * Number(articles));
    const active = await toggle(article, fingerprint);
    if (active === undefined) failures++;
    else liked.set(article, active);
  }
  return liked;
}

const started = performance.now();
const states = await Promise.all(Array.from({ length: Number(readers) }, (_, n) => reader(n)));
const elapsed = (performance.now() - started) / 1000;
let mismatches = 0;
let likes = 0;
for (let article = 1; article <= Number(articles); article++) {
  const expected = states.filter((liked) => liked.get(article) === true).length;
  const response = await fetch(`${base}/api/v1/articles/${article}/interactions?fingerprint=bench-checker-0`);
  const actual = (await response.json()).metrics.total_likes;
  likes += actual;
  if (actual !== expected) {
    mismatches++;
    console.error(`article ${article}: total_likes ${actual}, expected ${expected}`);
  }
}
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
const exact = mismatches === 0 && failures === 0 ? 'exact' : `${mismatches} wrong, ${failures} failed`;
console.log(
  `| sqlite | like toggles, ${readers} readers on ${articles} articles | ${readers} | ` +
    `rps=${(times.length / elapsed).toFixed(0)} p50=${at(50)} p99=${at(99)} final counts ${exact} (${likes} likes) |`,
);
process.exit(exact === 'exact' ? 0 : 1);
