/**
 * `compute`, a pure function of a string, with its answers remembered per value: for the checks a card
 * repeats on every render with the same texts (a logo's URL, a label's words). At most `limit` answers are
 * kept (all are dropped when full), and none for a value longer than `maxLength` (an inline data URL).
 */
export function rememberPerText<Answer>(
  compute: (text: string) => Answer,
  limit = 500,
  maxLength = 2048,
): (text: string) => Answer {
  const answers = new Map<string, Answer>();
  return (text) => {
    const known = answers.get(text);
    if (known !== undefined || answers.has(text)) return known as Answer;
    const answer = compute(text);
    if (text.length <= maxLength) {
      if (answers.size >= limit) answers.clear();
      answers.set(text, answer);
    }
    return answer;
  };
}
