package dev.nnebench.report.figure;

import java.util.Locale;

/**
 * A figure with its error bar (JMH's 99.9 % confidence half-width; NaN when only one measurement
 * was taken). Dividing two propagates their relative errors in quadrature, which overstates the
 * error of figures measured together (they are positively correlated): a safe bar, not a tight one.
 */
public record Measured(double value, double error) {

  public static Measured of(double value, double error) {
    return new Measured(value, error);
  }

  /** This divided by {@code other}. */
  public Measured over(Measured other) {
    double ratio = value / other.value;
    double relative = Math.hypot(relative(), other.relative());
    return new Measured(ratio, Math.abs(ratio) * relative);
  }

  /** This multiplied by a constant (a unit change); the error scales with it. */
  public Measured times(double factor) {
    return new Measured(value * factor, error * Math.abs(factor));
  }

  private double relative() {
    return value == 0 ? 0 : error / Math.abs(value);
  }

  public boolean isValid() {
    return Double.isFinite(value);
  }

  /** {@code 1.42× ± 0.05}; the bar reads n/a when only one measurement was taken. */
  public String ratio() {
    return number(value) + "×" + bar();
  }

  /** {@code 6,210 ± 140 MB/s}. */
  public String with(String unit) {
    return plain() + " " + unit;
  }

  /** {@code 6,210 ± 140}. */
  public String plain() {
    return number(value) + bar();
  }

  private String bar() {
    return " ± " + number(error);
  }

  public static String number(double v) {
    if (!Double.isFinite(v)) {
      return "n/a";
    }
    double a = Math.abs(v);
    String pattern = a >= 100 ? "%,.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f" : "%.3g";
    return String.format(Locale.ROOT, pattern, v);
  }
}
