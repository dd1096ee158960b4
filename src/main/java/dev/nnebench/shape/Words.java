package dev.nnebench.shape;

import java.util.List;

/**
 * The word lists drawn values are made of ({@link EntropyValues}); {@link EntropySql} writes the
 * same lists into the SQL, so they live once, here.
 */
final class Words {
  /** Slot width of the word and status lists: the SQL keeps a list as fixed-width slots. */
  static final int WORD_SLOT = 12;
  /** Slot width of the phrase list. */
  static final int PHRASE_SLOT = 50;

  /**
   * 256 common English words, the most frequent first, so a skewed draw of the index reads like
   * prose to a compressor (short function words often, content words rarely).
   */
  static final List<String> PROSE = List.of(
      "the", "of", "and", "to", "a", "in", "is", "that", "for", "it", "as", "was", "with", "be",
      "by", "on", "not", "he", "this", "are", "or", "his", "from", "at", "which", "but", "have",
      "an", "they", "you", "were", "her", "she", "there", "been", "one", "all", "we", "their",
      "has", "would", "when", "if", "so", "no", "will", "more", "can", "who", "out", "other",
      "its", "into", "two", "only", "time", "them", "some", "could", "up", "these", "may",
      "what", "than", "then", "first", "about", "any", "my", "new", "now", "him", "our", "most",
      "over", "very", "also", "made", "after", "such", "like", "years", "even", "well",
      "through", "many", "where", "how", "back", "much", "before", "must", "way", "should",
      "down", "because", "those", "people", "each", "work", "just", "state", "being", "world",
      "same", "own", "both", "between", "while", "under", "life", "still", "day", "last", "part",
      "long", "year", "great", "might", "here", "did", "good", "never", "us", "against", "since",
      "high", "men", "general", "public", "old", "see", "get", "place", "three", "fact",
      "another", "does", "without", "during", "used", "however", "around", "small", "off",
      "country", "large", "number", "government", "system", "thing", "case", "point", "group",
      "important", "take", "come", "form", "make", "right", "end", "family", "given", "little",
      "often", "again", "know", "water", "house", "school", "order", "city", "away", "hand",
      "side", "change", "power", "support", "early", "area", "local", "social", "history",
      "young", "question", "began", "present", "every", "until", "days", "view", "problem",
      "least", "others", "enough", "national", "within", "although", "course", "children",
      "once", "policy", "level", "whole", "kind", "development", "political", "interest",
      "economic", "better", "become", "control", "possible", "law", "help", "having", "show",
      "real", "body", "best", "face", "eyes", "room", "information", "market", "period",
      "seemed", "research", "nothing", "human", "thought", "different", "process", "service",
      "health", "half", "community", "economy", "action", "price", "private", "moment",
      "services", "light", "rate", "experience", "report", "across", "further", "upon", "music",
      "woman", "father", "line", "name", "table");

  /** Status codes of a code column; a skewed draw makes the first ones the common ones. */
  static final List<String> STATUSES = List.of("OPEN", "CLOSED", "PAID", "SHIPPED", "PENDING",
      "NEW", "HOLD", "RETURNED", "CANCELLED", "INVOICED", "PARTIAL", "REFUNDED", "DISPUTED",
      "ARCHIVED", "EXPIRED", "VOID");

  /** The stock phrases of repetitive text. */
  static final List<String> PHRASES = List.of(
      "Payment received, thank you for your order.",
      "Your order has been shipped and is on its way.",
      "Request processed successfully by the batch job.",
      "Connection reset by peer, retrying in 5 seconds.",
      "User logged in from the usual location.",
      "No action required for this account.");

  /** The base64 alphabet: how already-compressed or encrypted bytes sit in a text column. */
  static final String BASE64 =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

  private Words() {}

  /** A list as one string of {@code slot}-character slots, blank-padded, as the SQL keeps it. */
  static String slots(List<String> words, int slot) {
    StringBuilder sb = new StringBuilder(words.size() * slot);
    for (String w : words) {
      sb.append(w).append(" ".repeat(slot - w.length()));
    }
    return sb.toString();
  }
}
