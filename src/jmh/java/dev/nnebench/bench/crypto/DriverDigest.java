package dev.nnebench.bench.crypto;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The driver's own NNE checksum object ({@code oracle.net.aso.DataIntegrityAlgorithm}), built
 * through its public constructor in the driver's own class loader, so the keyed digest and its
 * copies cost what they cost inside a fetch.
 */
final class DriverDigest implements Digest {
  private static final String ALGORITHM = "oracle.net.aso.DataIntegrityAlgorithm";

  private final MethodHandle compute;
  private final String provider;

  DriverDigest(ClassLoader driver, String name, byte[] key, byte[] iv) throws Throwable {
    Class<?> type = Class.forName(ALGORITHM, true, driver);
    MethodHandles.Lookup lookup = MethodHandles.publicLookup();
    MethodHandle constructor =
        lookup.findConstructor(
            type,
            MethodType.methodType(
                void.class, byte[].class, byte[].class, String.class, boolean.class));
    // The last argument selects the JCE digest; 23.x has no other working path.
    Object algorithm = constructor.invoke(key, iv, name, true);
    compute =
        lookup
            .findVirtual(type, "compute",
                MethodType.methodType(byte[].class, byte[].class, int.class))
            .bindTo(algorithm);
    provider = (String) lookup.findVirtual(type, "getProviderName",
        MethodType.methodType(String.class)).invoke(algorithm);
  }

  @Override
  public byte[] digest(byte[] data) throws Exception {
    try {
      return (byte[]) compute.invokeExact(data, data.length);
    } catch (Exception | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  @Override
  public String provider() {
    return provider;
  }
}
