package dev.nnebench.stats.queueing;

/**
 * What Mean Value Analysis says of a closed network at one population.
 *
 * @param population customers in the network (threads, or connections in use)
 * @param throughput completions per time unit
 * @param response mean time a customer spends at the queueing station per visit, queueing
 *     included (the delay station's time excluded)
 * @param queue mean customers at the queueing station, in service or waiting
 */
public record MvaPoint(int population, double throughput, double response, double queue) {}
