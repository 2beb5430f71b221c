// The test servers (stubApi, fakePlanServer) answer the batch route
// (`GET /content/accommodations?keys=`) from their one-key answers, as the real server
// does: an entry answered 404 is left out, any other failure fails the whole request.

const BATCH_PATH = '/api/v1/content/accommodations';

/** The one-key paths a batch request asks for, or null when `url` is not one. */
export function batchKeyPaths(url: URL): string[] | null {
  const keys = url.searchParams.get('keys');
  if (url.pathname !== BATCH_PATH || keys === null) return null;
  return keys.split(',').map((key) => `${BATCH_PATH}/${key}`);
}

/** The batch's answer built from each key's own answer. */
export async function answerBatch(
  paths: string[],
  answerFor: (path: string) => Promise<Response> | Response,
): Promise<Response> {
  const answers = await Promise.all(paths.map((path) => answerFor(path)));
  const failed = answers.find((answer) => !answer.ok && answer.status !== 404);
  if (failed) return failed;
  const found = answers.filter((answer) => answer.ok);
  const accommodations = await Promise.all(
    found.map((answer) => answer.json() as Promise<unknown>),
  );
  return new Response(JSON.stringify({ accommodations }), {
    headers: { 'content-type': 'application/json' },
  });
}
