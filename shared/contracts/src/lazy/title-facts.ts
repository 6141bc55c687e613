// In lazy/: code only screens after the first need (the shell's build keeps it out of its first chunk).

/** A person credited on a title, as the statistics name them. */
export interface PersonRef {
  id: number;
  name: string;
}

/**
 * What the statistics of the watch log need to know about a title, fetched once from the movie service and
 * kept (Year in Review, Analytics' hours of TV): its name, release year, runtime in minutes (a film's runtime, a
 * show's usual episode length: its first `episode_run_time`), genre ids, directors and top-billed cast.
 */
export interface TitleFacts {
  name: string;
  year?: number;
  runtime?: number;
  genres: number[];
  directors: PersonRef[];
  cast: PersonRef[];
}
