package dev.nnebench.stats.queueing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LoadDependentMvaTest {
  private static final double EXACT = 1e-12;

  /* One server, S = 1, Z = 1, the machine-repairman model by the single-server MVA recursion
   * R(n) = S (1 + Q(n-1)), X(n) = n / (R(n) + Z), Q(n) = X(n) R(n), worked by hand:
   * n = 1: R = 1,   X = 1/2 = 0.5,      Q = 0.5
   * n = 2: R = 1.5, X = 2/2.5 = 0.8,    Q = 1.2
   * n = 3: R = 2.2, X = 3/3.2 = 0.9375, Q = 2.0625 */
  @Test
  void oneServerIsTheTextbookRecursion() {
    List<MvaPoint> points = LoadDependentMva.solve(new ServerStation(1, 1)::rate, 1, 3);

    assertEquals(List.of(0.5, 0.8, 0.9375),
        points.stream().map(p -> round(p.throughput())).toList());
    assertEquals(List.of(1.0, 1.5, 2.2), points.stream().map(p -> round(p.response())).toList());
    assertEquals(2.0625, points.get(2).queue(), EXACT);
  }

  /* Two servers, S = 1, Z = 1, from the product form by hand: the weight of j customers at the
   * station is S^j / (min(1,K)...min(j,K)) times Z^(N-j) / (N-j)!.
   * N = 2: weights 1/2, 1, 1/2; G = 2; X = (1*1 + 1/2*2) / 2 = 1, R = N/X - Z = 1 (two servers,
   * two customers: nobody queues).
   * N = 3: weights 1/6, 1/2, 1/2, 1/4; G = 17/12; X = (1/2 + 1 + 1/2) / G = 24/17,
   * R = 3 * 17/24 - 1 = 9/8. */
  @Test
  void twoServersMatchTheProductFormByHand() {
    List<MvaPoint> points = LoadDependentMva.solve(new ServerStation(2, 1)::rate, 1, 3);

    assertEquals(1.0, points.get(1).throughput(), EXACT);
    assertEquals(1.0, points.get(1).response(), EXACT);
    assertEquals(24.0 / 17, points.get(2).throughput(), EXACT);
    assertEquals(9.0 / 8, points.get(2).response(), EXACT);
  }

  /* The same product form summed directly, for eight servers and two hundred customers: where the
   * textbook form's p(0|n) = 1 - sum cancels, this one must still agree to rounding. */
  @Test
  void manyServersAgreeWithTheNormalisingConstant() {
    ServerStation cpus = new ServerStation(8, 5);
    List<MvaPoint> points = LoadDependentMva.solve(cpus::rate, 5, 200);

    for (int n : new int[] {1, 7, 8, 9, 16, 50, 200}) {
      double expected = productFormThroughput(cpus, 5, n);
      assertEquals(expected, points.get(n - 1).throughput(), expected * 1e-9, "N = " + n);
      assertTrue(points.get(n - 1).response() >= cpus.serviceTime() - 1e-9, "N = " + n);
    }
  }

  /* With no delay every customer is at the station, so K or fewer are all served at once. */
  @Test
  void withoutADelayTheStationServesMinOfNAndK() {
    List<MvaPoint> points = LoadDependentMva.solve(new ServerStation(2, 4)::rate, 0, 5);

    assertEquals(List.of(0.25, 0.5, 0.5, 0.5, 0.5),
        points.stream().map(p -> round(p.throughput())).toList());
    assertEquals(4 * 5 / 2.0, points.get(4).response(), EXACT);
  }

  @Test
  void refusesAnEmptyNetworkAndAStoppedStation() {
    assertThrows(IllegalArgumentException.class,
        () -> LoadDependentMva.solve(j -> 1, 1, 0));
    assertThrows(IllegalArgumentException.class,
        () -> LoadDependentMva.solve(j -> 0, 1, 2));
    assertThrows(IllegalArgumentException.class,
        () -> LoadDependentMva.solve(j -> 1, -1, 2));
  }

  /* X(N) = G(N-1) / G(N), with G(n) = sum_j F(j) Z^(n-j) / (n-j)!, summed in logarithms. */
  private static double productFormThroughput(ServerStation s, double delay, int n) {
    return Math.exp(logG(s, delay, n - 1) - logG(s, delay, n));
  }

  private static double logG(ServerStation s, double delay, int n) {
    double[] logs = new double[n + 1];
    double logF = 0;
    for (int j = 0; j <= n; j++) {
      if (j > 0) {
        logF += Math.log(s.serviceTime() / Math.min(j, s.servers()));
      }
      logs[j] = logF + (n - j) * Math.log(delay) - logFactorial(n - j);
    }
    double max = java.util.Arrays.stream(logs).max().orElseThrow();
    return max + Math.log(java.util.Arrays.stream(logs).map(l -> Math.exp(l - max)).sum());
  }

  private static double logFactorial(int m) {
    double sum = 0;
    for (int i = 2; i <= m; i++) {
      sum += Math.log(i);
    }
    return sum;
  }

  private static double round(double v) {
    return Math.round(v * 1e9) / 1e9;
  }
}
