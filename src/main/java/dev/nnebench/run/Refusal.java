package dev.nnebench.run;

/**
 * Why the plan leaves a cell out, and whether the plan reports it: a cell the drivers cannot do
 * is left out silently, because the preset's sweep already names each such combination once.
 *
 * @param reason what keeps the cell from running, ending in the cell's label where it names one
 * @param reported whether the console and skipped.txt list it
 */
record Refusal(String reason, boolean reported) {
  static Refusal reported(String reason) {
    return new Refusal(reason, true);
  }

  static Refusal silent(String reason) {
    return new Refusal(reason, false);
  }
}
