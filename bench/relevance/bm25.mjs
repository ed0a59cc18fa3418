/**
 * The plain baseline the search's relevance is read against: Okapi BM25 (k1 1.2, b 0.75) over one field
 * per position — title, skills and description as text — with lowercase word tokens, no stemming, no
 * synonyms, no stop words, and no AND: the query's distinct words are scored as a ranked OR. Positions
 * scoring alike keep the search's own order, newest first. Only the words of the queries it will answer
 * are given postings (every word still counts in a position's length): the scores are those of a full
 * index, at a fraction of its memory.
 */

const K1 = 1.2;
const B = 0.75;

export function words(text) {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A description's text: tags are spaces, character references their characters. */
function plainText(html) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]);
}

/**
 * `docs`: { id, postedAt, title, skills: string[], description (HTML) }; `vocabulary`: the words queries
 * will use. Returns `search(text, allowed, k)`: the ids of the k best positions that pass `allowed`.
 */
export function createBm25(docs, vocabulary) {
  const wanted = new Set(vocabulary);
  // Newest first (then higher id), so ties break the way the search orders a tier.
  const order = [...docs].sort((a, b) =>
    a.postedAt < b.postedAt ? 1 : a.postedAt > b.postedAt ? -1 : b.id - a.id,
  );
  const lengths = new Float64Array(order.length);
  const postings = new Map();
  let total = 0;
  order.forEach((d, i) => {
    const list = words(`${d.title} ${d.skills.join(' ')} ${plainText(d.description)}`);
    lengths[i] = list.length;
    total += list.length;
    const tf = new Map();
    for (const w of list) if (wanted.has(w)) tf.set(w, (tf.get(w) ?? 0) + 1);
    for (const [w, n] of tf) {
      let p = postings.get(w);
      if (!p) {
        p = { docs: [], tf: [] };
        postings.set(w, p);
      }
      p.docs.push(i);
      p.tf.push(n);
    }
  });
  const n = order.length;
  const avgLength = total / Math.max(1, n);

  return function search(text, allowed, k = 10) {
    const scores = new Map();
    for (const w of new Set(words(text))) {
      const p = postings.get(w);
      if (!p) continue;
      const df = p.docs.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      for (let j = 0; j < df; j++) {
        const i = p.docs[j];
        const f = p.tf[j];
        const s = (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * lengths[i]) / avgLength));
        scores.set(i, (scores.get(i) ?? 0) + s);
      }
    }
    const ranked = [...scores].filter(([i]) => allowed(order[i])).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return { count: ranked.length, ids: ranked.slice(0, k).map(([i]) => order[i].id) };
  };
}
