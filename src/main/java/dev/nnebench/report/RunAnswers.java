package dev.nnebench.report;

import dev.nnebench.results.Trial;
import java.util.List;

/** A run's trials (steady parts) and the answers computed from them, as the sections read them. */
record RunAnswers(List<Trial> trials, List<Answer> answers) {
  RunAnswers {
    trials = List.copyOf(trials);
    answers = List.copyOf(answers);
  }

  /** The answers to the question named {@code question}, in the order computed. */
  List<Answer> to(String question) {
    return answers.stream().filter(a -> a.question().equals(question)).toList();
  }
}
