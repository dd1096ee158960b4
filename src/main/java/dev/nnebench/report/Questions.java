package dev.nnebench.report;

import java.util.List;
import java.util.stream.Stream;

/**
 * Every question report.md answers, in the order its answers are computed and compared: adding
 * a question is adding its declaration to one of these lists (the fetch, connect and TLS
 * questions each name theirs).
 */
final class Questions {
  static final List<Question> ALL = Stream.of(FetchQuestions.ALL, NetworkQuestions.ALL, ConnectQuestions.ALL,
      TlsQuestions.ALL, LobQuestions.ALL).flatMap(List::stream).toList();

  private Questions() {}
}
