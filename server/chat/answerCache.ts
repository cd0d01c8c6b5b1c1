import type { ChatReply } from '@/lib/chat/contract';

/**
 * Recent answers to standalone questions, least recently used out first. Visitors ask the same
 * things (the starter chips, "what services do you offer?") far more often than anything else,
 * and a standalone answer depends only on the question and the content version.
 */
export class AnswerCache {
  private readonly entries = new Map<string, ChatReply>();

  constructor(private readonly capacity: number) {}

  static key(question: string): string {
    return question.toLowerCase().replace(/[\s?.!]+$/, '');
  }

  get(key: string): ChatReply | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, reply: ChatReply): void {
    if (this.capacity === 0) return;
    this.entries.delete(key);
    this.entries.set(key, reply);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
