package dev.nnebench.report.answer;

import dev.nnebench.results.Trial;
import java.util.Collection;
import java.util.List;

/** A run's trials (steady parts) and the answers computed from them, as the sections read them. */
public record RunAnswers(List<Trial> trials, List<Answer> answers) {
  public RunAnswers {
    trials = List.copyOf(trials);
    answers = List.copyOf(answers);
  }

  /** The answers to the question {@code id}, in the order computed. */
  public List<Answer> to(String id) {
    return answers.stream().filter(a -> a.id().equals(id)).toList();
  }

  /** The answers to any of the questions {@code ids}, in the order computed. */
  public List<Answer> toAny(Collection<String> ids) {
    return answers.stream().filter(a -> ids.contains(a.id())).toList();
  }
}
