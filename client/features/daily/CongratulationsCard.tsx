import { ShareBlock } from '../../components/ShareBlock';

export interface WordOfTheDay {
  word: string;
  definition: string;
  sentence: string;
  quote: string;
}

/** Shown once the word is solved (and again on every visit that day). */
export function CongratulationsCard({ entry, shareUrl }: { entry: WordOfTheDay; shareUrl: string }) {
  return (
    <section className="card daily-congrats" aria-labelledby="daily-congrats-title">
      <h2 id="daily-congrats-title">Congratulations!</h2>
      <p className="daily-congrats__word">{entry.word}</p>
      <p className="daily-congrats__definition">{entry.definition}</p>
      <p className="daily-congrats__sentence">“{entry.sentence}”</p>
      <blockquote className="daily-congrats__quote">{entry.quote}</blockquote>
      <ShareBlock url={shareUrl} />
    </section>
  );
}
