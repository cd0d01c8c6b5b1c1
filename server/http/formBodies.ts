import type { FastifyInstance } from 'fastify';

/**
 * Lets the plugin's routes take plain HTML form posts (bounded) as `{field: value}`: the pages'
 * buttons send application/x-www-form-urlencoded; mail clients' RFC 8058 one-click POSTs may also
 * send multipart/form-data, whose fields are read as name/value pairs.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const match of (body as string).matchAll(/name="([^"]{1,100})"\r?\n\r?\n([^\r\n]{0,500})/g)) fields[match[1]] = match[2];
    done(null, fields);
  });
}
