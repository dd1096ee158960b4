package dev.nnebench.cell;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * What a fork observed of its trial, fact by fact ({@link Facts}), and of its counterpart's side
 * when paired ({@link #peer()}). Like a {@link Cell} it keeps each value as the fork wrote it, so
 * the sidecar and results.csv's {@code negotiated.*} columns print back unchanged; {@link #get}
 * parses.
 */
public final class Observed {
  /** The prefix of the counterpart side's facts in the sidecar and the columns. */
  public static final String PEER = "peer.";
  public static final Observed NONE = new Observed(Map.of(), Map.of());

  private final Map<Fact<?>, String> own;
  private final Map<Fact<?>, String> peer;

  private Observed(Map<Fact<?>, String> own, Map<Fact<?>, String> peer) {
    this.own = Collections.unmodifiableMap(new LinkedHashMap<>(own));
    this.peer = Collections.unmodifiableMap(new LinkedHashMap<>(peer));
  }

  /**
   * The facts {@code named} holds (sidecar keys, {@link #PEER} before a counterpart's); empty
   * values are left out. A name no fact declares is refused: a fork that records a fact must
   * declare it in {@link Facts}, or the row would silently lose it.
   */
  public static Observed of(Map<String, String> named) {
    Observed out = NONE;
    for (Map.Entry<String, String> e : named.entrySet()) {
      out = out.withDeclared(e.getKey(), e.getValue());
    }
    return out;
  }

  /** {@link #withNamed}, refusing a name no fact declares. */
  public Observed withDeclared(String name, String text) {
    String bare = name.startsWith(PEER) ? name.substring(PEER.length()) : name;
    if (Facts.named(bare).isEmpty()) {
      throw new IllegalArgumentException("'" + name + "' is not a declared fact; declare it in "
          + Facts.class.getName());
    }
    return withNamed(name, text);
  }

  /**
   * These facts with the one key {@code name} names ({@link #PEER} before a counterpart's) at
   * {@code text}; a name no fact declares, or an empty text, changes nothing: how results.csv's
   * columns of older runs are read, which may hold facts no longer recorded.
   */
  public Observed withNamed(String name, String text) {
    boolean peerSide = name.startsWith(PEER);
    Optional<Fact<?>> fact = Facts.named(peerSide ? name.substring(PEER.length()) : name);
    if (fact.isEmpty() || text.isEmpty()) {
      return this;
    }
    return peerSide ? withPeer(NONE.withText(fact.get(), text)) : withText(fact.get(), text);
  }

  /** The value of {@code fact} if it was observed; a malformed text reads as unobserved. */
  public <T> Optional<T> get(Fact<T> fact) {
    String text = own.get(fact);
    if (text == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(fact.parse(text));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** The text of {@code fact} as recorded, or empty. */
  public String text(Fact<?> fact) {
    return own.getOrDefault(fact, "");
  }

  public boolean has(Fact<?> fact) {
    return own.containsKey(fact);
  }

  /** These facts with {@code fact} at {@code value}. */
  public <T> Observed with(Fact<T> fact, T value) {
    return withText(fact, fact.format(value));
  }

  public Observed withText(Fact<?> fact, String text) {
    Map<Fact<?>, String> out = new LinkedHashMap<>(own);
    out.put(fact, text);
    return new Observed(out, peer);
  }

  /** These facts with every fact of {@code more} (own and peer side) added or replaced. */
  public Observed withAll(Observed more) {
    Map<Fact<?>, String> o = new LinkedHashMap<>(own);
    o.putAll(more.own);
    Map<Fact<?>, String> p = new LinkedHashMap<>(peer);
    p.putAll(more.peer);
    return new Observed(o, p);
  }

  /** The counterpart side's facts (nothing when unpaired). */
  public Observed peer() {
    return new Observed(peer, Map.of());
  }

  /** These facts with {@code side}'s own facts as the counterpart's. */
  public Observed withPeer(Observed side) {
    Map<Fact<?>, String> p = new LinkedHashMap<>(peer);
    p.putAll(side.own);
    return new Observed(own, p);
  }

  /** Whether the driver negotiated encryption or a checksum (other than NONE). */
  public boolean nneOn() {
    return on(text(Facts.ENCRYPTION)) || on(text(Facts.CHECKSUM));
  }

  private static boolean on(String negotiated) {
    return !negotiated.isEmpty() && !negotiated.equalsIgnoreCase("NONE");
  }

  /** Each fact by its sidecar key (a counterpart's under {@link #PEER}): the edge to files. */
  public void forEach(BiConsumer<String, String> action) {
    own.forEach((f, t) -> action.accept(f.name(), t));
    peer.forEach((f, t) -> action.accept(PEER + f.name(), t));
  }

  public boolean isEmpty() {
    return own.isEmpty() && peer.isEmpty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Observed other && own.equals(other.own) && peer.equals(other.peer);
  }

  @Override
  public int hashCode() {
    return own.hashCode() * 31 + peer.hashCode();
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("{");
    forEach((k, v) -> out.append(out.length() > 1 ? ", " : "").append(k).append('=').append(v));
    return out.append('}').toString();
  }
}
