import type { FastifyBaseLogger } from 'fastify';
import type { NewTranscript } from '../db/transcripts';

/**
 * Collects transcripts and writes them in batches (one multi-row insert every `intervalMs`, or
 * sooner when `maxBatch` are waiting), so storing them costs a request next to nothing.
 * A failed batch is logged and dropped: a transcript is never worth failing an answer for.
 */
export class TranscriptQueue {
  private queue: NewTranscript[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (entries: NewTranscript[]) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 200,
    private readonly maxBatch = 200,
  ) {}

  push(entry: NewTranscript): void {
    this.queue.push(entry);
    if (this.queue.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  /** Writes everything queued so far; resolves when it is stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    this.writing = this.writing.then(() =>
      batch.length ? this.write(batch).catch((error: unknown) => this.log.error({ err: error }, `could not store ${batch.length} chat transcripts`)) : undefined,
    );
    return this.writing;
  }
}
