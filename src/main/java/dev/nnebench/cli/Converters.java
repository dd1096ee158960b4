package dev.nnebench.cli;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.FetchSize;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.SduAsked;
import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Option converters that accept the driver's vocabulary and say what is allowed when not. */
final class Converters {
  private Converters() {}

  private static <T> T convert(String text, Function<String, T> parse) {
    try {
      return parse.apply(text);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }

  static final class Profile implements ITypeConverter<dev.nnebench.profile.ProfileMode> {
    @Override
    public dev.nnebench.profile.ProfileMode convert(String text) {
      return Converters.convert(text, dev.nnebench.profile.ProfileMode::parse);
    }
  }

  static final class Encryption implements ITypeConverter<EncryptionType> {
    @Override
    public EncryptionType convert(String text) {
      return Converters.convert(text, EncryptionType::parse);
    }
  }

  static final class Checksum implements ITypeConverter<ChecksumType> {
    @Override
    public ChecksumType convert(String text) {
      return Converters.convert(text, ChecksumType::parse);
    }
  }

  static final class Driver implements ITypeConverter<DriverVersion> {
    @Override
    public DriverVersion convert(String text) {
      return Converters.convert(text, DriverVersion::parse);
    }
  }

  static final class Read implements ITypeConverter<ReadStyle> {
    @Override
    public ReadStyle convert(String text) {
      return Converters.convert(text, ReadStyle::parse);
    }
  }

  static final class FetchSizeValue implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String text) {
      return Converters.convert(text, FetchSize::parse);
    }
  }

  static final class Sdu implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String text) {
      return Converters.convert(text, SduAsked::parse);
    }
  }

  static final class LobPrefetchSize implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String text) {
      return Converters.convert(text, LobPrefetch::parse);
    }
  }

  static final class ShapeSpec implements ITypeConverter<Shape> {
    @Override
    public Shape convert(String text) {
      return Converters.convert(text, Shapes::parse);
    }
  }

  static final class TransportName implements ITypeConverter<dev.nnebench.target.Transport> {
    @Override
    public dev.nnebench.target.Transport convert(String text) {
      return Converters.convert(text, dev.nnebench.target.Transport::parse);
    }
  }

  /** A time budget: {@code 90s}, {@code 5m}, {@code 1h} (whole numbers, one unit). */
  static final class DurationValue implements ITypeConverter<java.time.Duration> {
    private static final java.util.regex.Pattern TEXT =
        java.util.regex.Pattern.compile("(\\d{1,6})\\s*(s|m|h)");

    @Override
    public java.time.Duration convert(String text) {
      java.util.regex.Matcher m = TEXT.matcher(text.trim().toLowerCase(java.util.Locale.ROOT));
      if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
        throw new picocli.CommandLine.TypeConversionException("cannot read the duration '" + text
            + "'; give a whole number with a unit, e.g. 90s, 5m or 1h");
      }
      long n = Long.parseLong(m.group(1));
      return switch (m.group(2)) {
        case "s" -> java.time.Duration.ofSeconds(n);
        case "m" -> java.time.Duration.ofMinutes(n);
        default -> java.time.Duration.ofHours(n);
      };
    }
  }

  /** Booleans spelled exactly true or false (picocli would read "yes" as false). */
  static final class StrictBoolean implements ITypeConverter<Boolean> {
    @Override
    public Boolean convert(String text) {
      return switch (text.trim().toLowerCase(java.util.Locale.ROOT)) {
        case "true" -> true;
        case "false" -> false;
        default -> throw new TypeConversionException("expected true or false, got '" + text + "'");
      };
    }
  }
}
