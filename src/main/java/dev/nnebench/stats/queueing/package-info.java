/**
 * Queueing models of a closed system (threads that borrow a pooled connection, hold it while the
 * server works and while the round trips and the client's decoding take their time, give it
 * back and ask again): the asymptotic bounds and exact Mean Value Analysis with a station of K
 * servers, and a pool as a flow-equivalent server. Times are in one unit of the caller's
 * choosing; throughputs are per that unit.
 */
package dev.nnebench.stats.queueing;
