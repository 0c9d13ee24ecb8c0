// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, BeginDocumentationCommentWithOneLineSummary
// Stand-ins for the part of RealityKit a mesh is handed to: mesh buffers, a
// mesh descriptor, a mesh resource and a model entity. Each follows the
// declaration cited above it, from the iPhoneOS 18.6 SDK's
// RealityFoundation.swiftinterface (which RealityKit re-exports); bodies keep
// what the tests observe.

/// `public struct MeshBuffer<Element> : Swift.Sequence`; `extension MeshBuffer where Element == SIMD3<Float>`
/// `public init<S>(_ sequence: S) where S : Sequence, S.Element == SIMD3<Float>` (and SIMD2<Float>, UInt32, …)
public struct MeshBuffer<Element>: Sequence {
  public let elements: [Element]
  public init<S: Sequence>(_ sequence: S) where S.Element == Element { elements = Array(sequence) }
  public var count: Int { elements.count }
  public func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
}

/// `public enum MeshBuffers`, `public typealias Positions = MeshBuffer<SIMD3<Float>>`,
/// `Normals = MeshBuffer<SIMD3<Float>>`, `TextureCoordinates = MeshBuffer<SIMD2<Float>>`
public enum MeshBuffers {
  public typealias Positions = MeshBuffer<SIMD3<Float>>
  public typealias Normals = MeshBuffer<SIMD3<Float>>
  public typealias TextureCoordinates = MeshBuffer<SIMD2<Float>>
}

/// `public struct MeshDescriptor : MeshBufferContainer`, `public init(name: String = "")`,
/// `public enum Primitives { case triangles([UInt32]) … }`, `public var primitives: MeshDescriptor.Primitives?`;
/// `var positions: MeshBuffers.Positions { get set }`, `var normals: MeshBuffers.Normals? { get set }`,
/// `var textureCoordinates: MeshBuffers.TextureCoordinates? { get set }`
public struct MeshDescriptor {
  public enum Primitives {
    case triangles([UInt32])
    case trianglesAndQuads(triangles: [UInt32], quads: [UInt32])
    case polygons([UInt8], [UInt32])
  }
  public var name: String
  public var positions = MeshBuffers.Positions([])
  public var normals: MeshBuffers.Normals?
  public var textureCoordinates: MeshBuffers.TextureCoordinates?
  public var primitives: Primitives?
  public init(name: String = "") { self.name = name }
}

/// `@MainActor @preconcurrency public class MeshResource : Resource`;
/// `@MainActor @preconcurrency public static func generate(from descriptors: [MeshDescriptor]) throws -> MeshResource`
@MainActor
public final class MeshResource {
  public let descriptors: [MeshDescriptor]
  init(descriptors: [MeshDescriptor]) { self.descriptors = descriptors }
  /// Throws for what RealityKit refuses, as the model knows it: triangle
  /// indices past the positions, or a count not a multiple of 3.
  public static func generate(from descriptors: [MeshDescriptor]) throws -> MeshResource {
    for descriptor in descriptors {
      if case .triangles(let indices)? = descriptor.primitives {
        guard indices.count % 3 == 0, indices.allSatisfy({ Int($0) < descriptor.positions.count }) else {
          throw MeshGenerationError.invalidIndices
        }
      }
    }
    return MeshResource(descriptors: descriptors)
  }
  public enum MeshGenerationError: Error { case invalidIndices }
}

/// `public protocol Material`
public protocol Material {}

/// `@MainActor @preconcurrency public class ModelEntity : Entity, HasModel, HasPhysics`,
/// `@MainActor @preconcurrency public init(mesh: MeshResource, materials: [any Material] = [])`
@MainActor
public class ModelEntity {
  public let mesh: MeshResource
  public let materials: [any Material]
  public init(mesh: MeshResource, materials: [any Material] = []) {
    self.mesh = mesh
    self.materials = materials
  }
}
