// What a browser downloads for one page: every request until the network is idle, the bytes
// on the wire (compressed) and after decoding, for JS, CSS and in total.
import { chromium } from 'playwright-core';

/** Text answers larger than this should arrive compressed (the server's threshold). */
const COMPRESS_MIN_BYTES = 1024;

async function describeResponse(request) {
  const response = await request.response();
  if (!response) return null;
  const [sizes, headers] = await Promise.all([request.sizes(), response.allHeaders()]);
  const plainBytes = (await response.body().catch(() => Buffer.alloc(0))).length;
  return {
    url: new URL(request.url()).pathname,
    kind: request.resourceType(),
    wireBytes: sizes.responseBodySize + sizes.responseHeadersSize,
    bodyBytes: sizes.responseBodySize,
    plainBytes,
    encoding: headers['content-encoding'],
    type: headers['content-type'] ?? '',
  };
}

function summarise(responses) {
  const of = (kind) => responses.filter((response) => response.kind === kind);
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  const scripts = of('script');
  const styles = of('stylesheet');
  return {
    requests: responses.length,
    totalBytes: sum(responses, 'wireBytes'),
    jsFiles: scripts.length,
    jsBytes: sum(scripts, 'bodyBytes'),
    jsPlainBytes: sum(scripts, 'plainBytes'),
    cssFiles: styles.length,
    cssBytes: sum(styles, 'bodyBytes'),
    cssPlainBytes: sum(styles, 'plainBytes'),
    scripts: scripts.map((script) => ({ url: script.url, bytes: script.bodyBytes })),
    uncompressed: responses
      .filter(
        (r) =>
          !r.encoding &&
          r.plainBytes >= COMPRESS_MIN_BYTES &&
          /text|json|javascript|xml/.test(r.type),
      )
      .map((r) => `${r.url} (${(r.plainBytes / 1024).toFixed(1)} KiB)`),
  };
}

/**
 * Loads `url` in headless Chromium asking for Brotli or gzip (as browsers do over https),
 * signed in with `cookie` ("name=value") when given.
 */
export async function measureTransfer({ url, cookie, chromePath }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
    });
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url }]);
    }
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(url, { waitUntil: 'networkidle' });
    const responses = (await Promise.all(finished.map(describeResponse))).filter(Boolean);
    return summarise(responses);
  } finally {
    await browser.close();
  }
}
