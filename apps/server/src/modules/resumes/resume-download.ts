import type { FastifyReply } from 'fastify';

/** A stored resume as a download: its type by kind, its own file name, never sniffed by the browser. */
export function sendResume(
  reply: FastifyReply,
  file: { kind: string; fileName: string; content: Uint8Array },
) {
  const type =
    file.kind === 'pdf'
      ? 'application/pdf'
      : file.kind === 'docx'
        ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        : 'text/plain; charset=utf-8';
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.content));
}
