import type { Turn } from '@/lib/assistant/answerer';

interface Entry {
  turns: Turn[];
  touchedAt: number;
}

/**
 * Each session's recent turns, in memory and bounded three ways: turns per session, sessions in
 * all (least recently used go first) and age (a session idle longer than the TTL is forgotten).
 */
export class SessionHistory {
  private readonly sessions = new Map<string, Entry>();

  constructor(
    private readonly limits: { maxSessions: number; maxTurns: number; ttlMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  last(sessionId: string): Turn | undefined {
    const entry = this.sessions.get(sessionId);
    if (!entry) return undefined;
    if (this.now() - entry.touchedAt > this.limits.ttlMs) {
      this.sessions.delete(sessionId);
      return undefined;
    }
    return entry.turns[entry.turns.length - 1];
  }

  turns(sessionId: string): Turn[] {
    return this.last(sessionId) ? [...this.sessions.get(sessionId)!.turns] : [];
  }

  add(sessionId: string, turn: Turn): void {
    const turns = this.last(sessionId) ? this.sessions.get(sessionId)!.turns : [];
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, { turns: [...turns, turn].slice(-this.limits.maxTurns), touchedAt: this.now() });
    while (this.sessions.size > this.limits.maxSessions) this.sessions.delete(this.sessions.keys().next().value!);
  }

  get size(): number {
    return this.sessions.size;
  }
}
