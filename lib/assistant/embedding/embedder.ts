import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The model whose vectors are stored and compared: a vector from another model means nothing. */
export const EMBEDDING_MODEL = 'use-lite-512@energetic-ai-0.2.0';
export const EMBEDDING_DIMS = 512;

// From the project root, like the service's other files: this module also runs compiled to CommonJS (tsx).
const WORKER_FILE = join(process.cwd(), 'lib', 'assistant', 'embedding', 'embedWorker.mjs');

interface Pending {
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

type WorkerReply = 'ready' | { id: number | 'init'; vectors?: Float32Array[]; error?: string };

/**
 * Sentence embeddings from a worker thread, so the caller's event loop keeps serving while the
 * model computes. Requests queue in the worker; each may carry its own time limit.
 */
export class Embedder {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;
  readonly ready: Promise<void>;

  constructor() {
    this.worker = new Worker(WORKER_FILE);
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerReply) => {
        if (message === 'ready') return resolve();
        if (message.id === 'init') return reject(this.fail(new Error(`embedding model failed to load: ${message.error}`)));
        this.settle(message.id, message.vectors, message.error);
      });
      this.worker.on('error', (error) => reject(this.fail(error)));
      this.worker.on('exit', (code) => reject(this.fail(new Error(`embedding worker exited (${code})`))));
    });
    // A caller that never awaits `ready` must not crash the process with an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  /** Unit-length vectors for the texts, in order; rejects after `timeoutMs` when given. */
  embed(texts: string[], timeoutMs?: number): Promise<Float32Array[]> {
    if (this.failure) return Promise.reject(this.failure);
    // The model cannot embed an empty batch.
    if (texts.length === 0) return Promise.resolve([]);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const entry: Pending = { resolve, reject };
      if (timeoutMs !== undefined) {
        entry.timer = setTimeout(() => this.settle(id, undefined, `embedding took over ${timeoutMs} ms`), timeoutMs);
        entry.timer.unref();
      }
      this.pending.set(id, entry);
      this.worker.postMessage({ id, texts });
    });
  }

  async close(): Promise<void> {
    this.fail(new Error('embedder closed'));
    await this.worker.terminate();
  }

  private settle(id: number, vectors: Float32Array[] | undefined, error: string | undefined) {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    if (vectors) entry.resolve(vectors);
    else entry.reject(new Error(error ?? 'embedding failed'));
  }

  private fail(error: Error): Error {
    this.failure ??= error;
    for (const id of [...this.pending.keys()]) this.settle(id, undefined, error.message);
    return error;
  }
}
