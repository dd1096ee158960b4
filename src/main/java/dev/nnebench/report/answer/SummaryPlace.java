package dev.nnebench.report.answer;

/**
 * The order of the Summary's lines, first first: the setting to change first leads. A question
 * with a Summary line names its place here; {@link #UNTOLD} is the line on what the run could
 * not tell apart, which precedes the lines that are not ratios.
 */
public enum SummaryPlace {
  OWN_AES,
  NNE_COST,
  FETCH_SIZE,
  FETCH_SIZE_ON_A_LINK,
  CONNECT,
  CONNECT_CPU,
  TLS_FETCH_VS_NNE,
  TLS_FETCH_VS_PLAIN,
  TLS_CONNECT_VS_NNE,
  TLS_CONNECT_VS_PLAIN,
  NNE_COST_ON_A_LINK,
  OWN_AES_ON_A_LINK,
  LOB_PREFETCH,
  COMPRESSION_ON_A_LINK,
  EZTLS_FETCH_VS_NNE,
  EZTLS_FETCH_VS_PLAIN,
  EZTLS_FETCH_VS_TCPS,
  EZTLS_CONNECT_VS_NNE,
  EZTLS_CONNECT_VS_PLAIN,
  EZTLS_CONNECT_VS_TCPS,
  TLS_WALL_VS_NNE,
  EZTLS_WALL_VS_NNE,
  EZTLS_WALL_VS_TCPS,
  UNTOLD,
  DRIVER_FETCH_SIZE,
  POOL_SIZE
}
