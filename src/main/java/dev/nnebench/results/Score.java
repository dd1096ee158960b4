package dev.nnebench.results;

/**
 * One measured figure of a trial as JMH reports it: the value, the 99.9 % confidence half-width
 * (NaN with a single measurement) and the unit.
 */
public record Score(double value, double error, String unit) {}
