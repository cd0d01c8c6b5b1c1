import type { PromptMessage } from '@/lib/assistant/grounding';
import type { LlmConfig } from './chatConfig';

/**
 * One call to an OpenAI-compatible chat-completions API (OpenAI, vLLM, Ollama, llama.cpp
 * server), using only what all of them support: no tools, no streaming, no JSON mode.
 * Throws on timeout, a non-OK status or a reply without text; the caller falls back.
 */
export async function complete(config: LlmConfig, messages: PromptMessage[]): Promise<string> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, max_tokens: config.maxTokens, temperature: 0.2, stream: false }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM API answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('LLM API reply has no message content');
  return content;
}
