package dev.nnebench.results;

/**
 * The benchmarks as results.csv's {@code benchmark} column names them: the JMH class's simple
 * name and the method, e.g. {@code FetchThroughput.fetch}.
 */
public final class BenchmarkName {
  public static final String FETCH = "FetchThroughput.fetch";
  /** A user's own query fetched as FETCH fetches a shape ({@code diagnose --query}). */
  public static final String QUERY = "QueryFetch.fetch";
  public static final String OPEN = "ConnectCost.open";
  public static final String POOLED = "ConnectCost.pooled";
  public static final String POOL = "PoolThroughput.fetch";
  public static final String STORM = "ConnectStorm.storm";
  public static final String ENCRYPT = "CipherThroughput.encrypt";
  public static final String DECRYPT = "CipherThroughput.decrypt";
  public static final String DIGEST = "ChecksumThroughput.digest";

  private BenchmarkName() {}
}
