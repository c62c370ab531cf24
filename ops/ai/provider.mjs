// A test AI provider on loopback that speaks the OpenAI chat-completions protocol as OpenAI,
// Ollama and vLLM do: POST /v1/chat/completions, answered whole or streamed as server-sent
// events (`stream: true`, usage in the last chunk with `stream_options.include_usage`), errors
// in OpenAI's shape, 429 with Retry-After. Its answers are made from the prompt, so the tests
// of AI Studio run without a paid service. Markers in the prompt's text ask for the hard cases:
//   [[malformed-once]]  the first answer to this prompt is not JSON, the next is
//   [[malformed]]       no answer is JSON
//   [[slow]]            the answer starts after 3 s
//   [[rate-limit]]      the first request gets 429 with Retry-After: 1
//   [[fail]]            500
// Only `Authorization: Bearer test-ai-key` is let in. GET /_test/requests lists what it was
// asked (the authorization it saw, whether it streamed), for the tests to check.
//
//   node ops/ai/provider.mjs PORT
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4012);
const KEY = 'test-ai-key';
const seen = new Map();
const requests = [];

const tokens = (text) => Math.ceil(text.length / 4);

function error(res, status, message, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type: 'test_error', code: status } }));
}

/** How many times this prompt was asked before. */
function count(prompt) {
  const key = createHash('sha256').update(prompt).digest('hex');
  const n = seen.get(key) ?? 0;
  seen.set(key, n + 1);
  return n;
}

function field(prompt, name) {
  const match = prompt.match(new RegExp(`^${name}: (.*)$`, 'm'));
  return match ? match[1].trim() : '';
}

function afterLine(prompt, heading) {
  const at = prompt.indexOf(heading);
  return at < 0 ? '' : prompt.slice(at + heading.length).trim();
}

/** The answer the template asks for, made from the prompt. */
function answer(prompt) {
  const romanian = /limba română/.test(prompt);
  if (prompt.includes('"summary_html"')) {
    const titles = [...prompt.matchAll(/^- (.+?) \(/gm)].map((m) => m[1]);
    const paragraphs = titles.map((t) => `<p>${romanian ? 'Cel mai citit' : 'Most read'}: ${t}.</p>`);
    return JSON.stringify({ summary_html: paragraphs.join('') });
  }
  if (prompt.includes('"titles"')) {
    const title = field(prompt, romanian ? 'Titlu' : 'Title');
    const list = prompt.match(/(?:among|dintre): ([a-z, ]+)\./);
    const categories = list ? list[1].split(',').map((c) => c.trim()) : ['news'];
    return JSON.stringify({
      titles: [`${title}: what we know`, `${title}, explained`, `Why ${title.toLowerCase()} matters`],
      excerpt: `A short account of ${title.toLowerCase()}.`,
      tags: ['analysis', 'local'],
      category: categories.includes('politics') ? 'politics' : categories[0],
    });
  }
  if (prompt.includes('"content_html"') && /Translate|Tradu/.test(prompt)) {
    const mark = romanian ? '[RO]' : '[EN]';
    const title = field(prompt, romanian ? 'Titlu' : 'Title');
    const excerpt = field(prompt, romanian ? 'Rezumat' : 'Excerpt');
    const content = afterLine(prompt, romanian ? 'Conținut (HTML):' : 'Content (HTML):');
    return JSON.stringify({
      title: `${mark} ${title}`,
      excerpt: `${mark} ${excerpt}`,
      content_html: content.replace(/>([^<>]+)</g, (_, text) => `>${mark} ${text}<`),
    });
  }
  const notes = afterLine(prompt, romanian ? 'Notițe sau text-sursă:' : 'Notes or source text:');
  const first = notes.split(/[.\n]/)[0].replace(/\[\[[a-z-]+\]\]/g, '').trim().slice(0, 100);
  return JSON.stringify({
    title: romanian ? `Știre: ${first}` : `Report: ${first}`,
    excerpt: notes.slice(0, 160),
    content_html: `<p>${notes.replace(/[<>&]/g, '')}</p><script>alert(1)</script><p>${romanian ? 'Redactat de AI.' : 'Drafted by AI.'}</p>`,
    tags: romanian ? ['știri', 'ai'] : ['news', 'ai'],
  });
}

async function respond(req, res, body) {
  const prompt = (body.messages ?? []).map((m) => m.content).join('\n');
  requests.push({ authorization: req.headers.authorization ?? null, stream: Boolean(body.stream), model: body.model });
  if (req.headers.authorization !== `Bearer ${KEY}`) {
    return error(res, 401, 'Incorrect API key provided.');
  }
  if (!Array.isArray(body.messages) || !body.model) {
    return error(res, 400, 'model and messages are required');
  }
  const asked = count(prompt);
  if (prompt.includes('[[fail]]')) return error(res, 500, 'The server had an error while processing your request.');
  if (prompt.includes('[[rate-limit]]') && asked === 0) {
    return error(res, 429, 'Rate limit reached; retry after 1 s.', { 'retry-after': '1' });
  }
  if (prompt.includes('[[slow]]')) await new Promise((resolve) => setTimeout(resolve, 3000));
  const malformed = prompt.includes('[[malformed]]') || (prompt.includes('[[malformed-once]]') && asked === 0);
  const content = malformed ? 'Sure! Here is your article: it is great.' : answer(prompt);
  const usage = { prompt_tokens: tokens(prompt), completion_tokens: tokens(content), total_tokens: tokens(prompt) + tokens(content) };
  const base = { id: `chatcmpl-${requests.length}`, created: Math.floor(Date.now() / 1000), model: body.model };
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage,
    }));
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (chunk) => res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', ...chunk })}\n\n`);
  send({ choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  const pieces = content.match(/[\s\S]{1,24}/g) ?? [];
  for (const piece of pieces) {
    send({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  send({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  if (body.stream_options?.include_usage) send({ choices: [], usage });
  res.end('data: [DONE]\n\n');
}

createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/_test/requests') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify(requests));
  }
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return error(res, 404, `no route ${req.method} ${req.url}`);
  let raw = '';
  req.on('data', (chunk) => { raw += chunk; });
  req.on('end', () => {
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return error(res, 400, 'the body is not JSON');
    }
    respond(req, res, body).catch((err) => error(res, 500, String(err)));
  });
}).listen(port, '127.0.0.1', () => console.log(`test AI provider on http://127.0.0.1:${port}/v1`));
